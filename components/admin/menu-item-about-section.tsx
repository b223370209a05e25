'use client';

// The dish: its name, description, category, veg or not, and how it is taxed and placed in its category.
import { FOOD_TYPE_LABELS } from '@/lib/domain/food-types';
import { EditorFieldError, inputClass, labelClass, sectionClass, useEditorForm } from './menu-item-editor-fields';

export function MenuItemAboutSection({ categories }: { categories: { id: string; title: string }[] }) {
  const { register, errorOf, described } = useEditorForm();
  const small = (name: 'hsn' | 'gstPercent' | 'sortOrder', text: string, inputMode: 'numeric' | 'decimal') => (
    <div className="flex flex-col gap-1">
      <label className={labelClass}>
        {text}
        <input {...register(name)} inputMode={inputMode} className={inputClass} {...described(name)} />
      </label>
      <EditorFieldError id={`err-${name}`} message={errorOf(name)} />
    </div>
  );
  return (
    <section className={sectionClass} aria-labelledby="about">
      <h2 id="about" className="text-lg font-semibold">
        The dish
      </h2>
      <label className={labelClass}>
        Name
        <input {...register('name')} className={inputClass} {...described('name')} />
      </label>
      <EditorFieldError id="err-name" message={errorOf('name')} />
      <label className={labelClass}>
        Description
        <textarea {...register('description')} rows={3} className={`${inputClass} py-2`} {...described('description')} />
      </label>
      <EditorFieldError id="err-description" message={errorOf('description')} />
      <label className={labelClass}>
        Category
        <select {...register('categoryId')} className={inputClass} {...described('categoryId')}>
          <option value="">Choose a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <EditorFieldError id="err-categoryId" message={errorOf('categoryId')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Veg or non-veg</legend>
        <div className="flex flex-wrap gap-3">
          {(['veg', 'nonveg', ''] as const).map((f) => (
            <label key={f} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm">
              <input type="radio" value={f} {...register('foodType')} />
              {f ? FOOD_TYPE_LABELS[f] : 'Not said'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {small('hsn', 'HSN code', 'numeric')}
        {small('gstPercent', 'GST rate (%)', 'decimal')}
        {small('sortOrder', 'Position in its category', 'numeric')}
      </div>
    </section>
  );
}
