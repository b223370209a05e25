'use client';

// The menu editor's form (/admin/menu/new, /admin/menu/<id>): react-hook-form with the zod schema
// of lib/domain/menu-item-rules.ts, so every problem shows beside its field at once and the first
// one takes focus; the server checks the same rules again and its answer lands beside the field it
// names. A picture is uploaded as soon as it is chosen (uploadImage, kind menu) and previewed in the
// shapes the menu card and the item page crop it to.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@/lib/client/forms/zod-resolver';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { menuItemFormSchema, toMenuItemInput, MAX_VARIANTS, type MenuItemForm } from '@/lib/domain/menu-item-rules';
import { FOOD_TYPE_LABELS } from '@/lib/domain/food-types';
import { UNIT_LABELS, UNIT_TYPES } from '@/lib/domain/units';
import { ImagePicker } from '@/components/uploads/image-picker';
import { CropPreview } from '@/components/uploads/crop-preview';
import { ArchiveMenuItemButton } from './archive-menu-item-button';

const CREATE = graphql(`
  mutation CreateMenuItem($input: MenuItemInput!) {
    createMenuItem(input: $input) { id name }
  }
`);
const UPDATE = graphql(`
  mutation UpdateMenuItem($id: ID!, $input: MenuItemInput!) {
    updateMenuItem(id: $id, input: $input) { id name }
  }
`);
const ARCHIVE = graphql(`
  mutation ArchiveMenuItem($id: ID!) {
    archiveMenuItem(id: $id) { id name enabled }
  }
`);

/** The shapes the pictures are cropped to: the card on a phone, the card elsewhere and the item page. */
const MENU_SHAPES = [
  { label: 'Menu card on a phone (16:9)', ratio: 16 / 9, width: 192 },
  { label: 'Menu card and item page (4:3)', ratio: 4 / 3, width: 160 },
];

type Props = {
  /** the item being edited; absent for a new item (or a duplicate) */
  itemId?: string;
  archived?: boolean;
  defaults: MenuItemForm;
  currentImage: string | null;
  categories: { id: string; title: string }[];
  /** the item page's address, for an item that has one */
  pagePath?: string;
};

/** 'input.variants.0.price' (the API's path) -> 'variants.0.rupees' (the form's field). */
function formField(apiField: string | undefined): FieldPath<MenuItemForm> | null {
  if (!apiField?.startsWith('input.')) return null;
  const path = apiField.slice('input.'.length).replace(/\.price$/, '.rupees').replace(/^gstRate$/, 'gstPercent').replace(/^soldOutDates\.(\d+)$/, 'soldOutDates.$1.day');
  return path as FieldPath<MenuItemForm>;
}

const input = 'min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-sm aria-[invalid=true]:border-red-700';
const label = 'flex flex-col gap-1 text-sm font-medium';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

export function MenuItemEditor({ itemId, archived = false, defaults, currentImage, categories, pagePath }: Props) {
  const router = useRouter();
  const [image, setImage] = useState<string | null>(currentImage);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<MenuItemForm, unknown, ReturnType<typeof menuItemFormSchema.parse>>({ resolver: zodResolver(menuItemFormSchema), defaultValues: defaults, shouldFocusError: true });
  const variants = useFieldArray({ control, name: 'variants' });
  const soldOut = useFieldArray({ control, name: 'soldOutDates' });
  const portions = useFieldArray({ control, name: 'portionGuide' });
  const [newSoldOut, setNewSoldOut] = useState('');

  const onError = (e: { message: string; field?: string }) => {
    const path = formField(e.field);
    if (path) setError(path, { message: e.message }, { shouldFocus: true });
  };
  const create = useMutation(CREATE, { refresh: false, staysBusy: true, onError, onSuccess: () => router.push('/admin/menu') });
  const update = useMutation(UPDATE, { refresh: false, staysBusy: true, onError, onSuccess: () => router.push('/admin/menu') });
  const archive = useMutation(ARCHIVE, { refresh: false, staysBusy: true, onSuccess: () => router.push('/admin/menu') });
  const busy = create.busy || update.busy || archive.busy;
  const serverError = create.error ?? update.error ?? archive.error;

  const submit = handleSubmit(async (form) => {
    const values = toMenuItemInput(form);
    if (itemId) await update.run({ id: itemId, input: values }, { success: `Saved ${form.name}.` });
    else await create.run({ input: values }, { success: `Added ${form.name} to the menu.` });
  });

  const err = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as { message?: string } | undefined;
  const described = (path: string) => (err(path)?.message ? { 'aria-invalid': true as const, 'aria-describedby': `err-${path}` } : {});

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" aria-labelledby="about">
        <h2 id="about" className="text-lg font-semibold">
          The dish
        </h2>
        <label className={label}>
          Name
          <input {...register('name')} className={input} {...described('name')} />
        </label>
        <FieldError id="err-name" message={errors.name?.message} />
        <label className={label}>
          Description
          <textarea {...register('description')} rows={3} className={`${input} py-2`} {...described('description')} />
        </label>
        <FieldError id="err-description" message={errors.description?.message} />
        <label className={label}>
          Category
          <select {...register('categoryId')} className={input} {...described('categoryId')}>
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <FieldError id="err-categoryId" message={errors.categoryId?.message} />
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
          <div className="flex flex-col gap-1">
            <label className={label}>
              HSN code
              <input {...register('hsn')} inputMode="numeric" className={input} {...described('hsn')} />
            </label>
            <FieldError id="err-hsn" message={errors.hsn?.message} />
          </div>
          <div className="flex flex-col gap-1">
            <label className={label}>
              GST rate (%)
              <input {...register('gstPercent')} inputMode="decimal" className={input} {...described('gstPercent')} />
            </label>
            <FieldError id="err-gstPercent" message={errors.gstPercent?.message} />
          </div>
          <div className="flex flex-col gap-1">
            <label className={label}>
              Position in its category
              <input {...register('sortOrder')} inputMode="numeric" className={input} {...described('sortOrder')} />
            </label>
            <FieldError id="err-sortOrder" message={errors.sortOrder?.message} />
          </div>
        </div>
      </section>

      <section className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" aria-labelledby="page">
        <h2 id="page" className="text-lg font-semibold">
          Item page
        </h2>
        <p className="text-sm text-stone-700">
          {pagePath ? (
            <>
              Its page: <code>{pagePath}</code>. The address stays the same when you rename the dish, so links keep working.
            </>
          ) : (
            'Its page’s address is made from the name when you add it, and then stays the same.'
          )}
        </p>
        <label className={label}>
          Ingredients (largest share first, separated by commas)
          <input {...register('ingredients')} className={input} {...described('ingredients')} />
        </label>
        <FieldError id="err-ingredients" message={errors.ingredients?.message} />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">Nutrition per 100 g (all five, or none)</legend>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['energyKcal', 'Energy (kcal)'],
                ['proteinG', 'Protein (g)'],
                ['fatG', 'Fat (g)'],
                ['fibreG', 'Fibre (g)'],
                ['moistureG', 'Moisture (g)'],
              ] as const
            ).map(([key, text]) => (
              <div key={key} className="flex flex-col gap-1">
                <label className={label}>
                  {text}
                  <input {...register(`nutrition.${key}`)} inputMode="decimal" className={`${input} w-28`} {...described(`nutrition.${key}`)} />
                </label>
                <FieldError id={`err-nutrition.${key}`} message={errors.nutrition?.[key]?.message} />
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Portion guide: how much a day, by the dog’s weight (lightest first)</legend>
          {portions.fields.map((field, i) => (
            <div key={field.id} className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1">
                <label className={label}>
                  Dog’s weight (kg)
                  <input {...register(`portionGuide.${i}.dogWeightKg`)} inputMode="numeric" className={`${input} w-28`} {...described(`portionGuide.${i}.dogWeightKg`)} />
                </label>
                <FieldError id={`err-portionGuide.${i}.dogWeightKg`} message={errors.portionGuide?.[i]?.dogWeightKg?.message} />
              </div>
              <div className="flex flex-col gap-1">
                <label className={label}>
                  A day (in the item’s unit)
                  <input {...register(`portionGuide.${i}.perDay`)} inputMode="numeric" className={`${input} w-28`} {...described(`portionGuide.${i}.perDay`)} />
                </label>
                <FieldError id={`err-portionGuide.${i}.perDay`} message={errors.portionGuide?.[i]?.perDay?.message} />
              </div>
              <button type="button" onClick={() => portions.remove(i)} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold">
                Remove<span className="sr-only"> portion row {i + 1}</span>
              </button>
            </div>
          ))}
          <button type="button" onClick={() => portions.append({ dogWeightKg: '', perDay: '' })} disabled={portions.fields.length >= 12} className="min-h-11 self-start rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 disabled:opacity-50">
            Add a portion row
          </button>
        </fieldset>
      </section>

      <section className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" aria-labelledby="picture">
        <h2 id="picture" className="text-lg font-semibold">
          Picture
        </h2>
        <ImagePicker
          kind="menu"
          label="Choose a picture"
          recommended="1200x900 px (4:3), the dish in the middle"
          accept="image/png,image/jpeg,image/heic,.heic,.hecl"
          onUploaded={(img) => {
            setImage(img.url);
            setValue('imageId', img.id);
          }}
          // back to the picture the item had (none for a new one)
          onRemoved={() => {
            setImage(currentImage);
            setValue('imageId', defaults.imageId);
          }}
        />
        {image ? <CropPreview src={image} shapes={MENU_SHAPES} caption="How the menu and the item page will crop it: anything outside the frames is cut off." /> : <p className="text-sm text-stone-700">No picture yet.</p>}
      </section>

      <section className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" aria-labelledby="sizes">
        <h2 id="sizes" className="text-lg font-semibold">
          Sizes and prices
        </h2>
        {variants.fields.map((field, i) => (
          <fieldset key={field.id} className="flex flex-wrap items-end gap-2" data-testid="variant">
            <legend className="sr-only">Size {i + 1}</legend>
            <div className="flex flex-col gap-1">
              <label className={label}>
                Size
                <input {...register(`variants.${i}.unit`)} inputMode="numeric" className={`${input} w-28`} {...described(`variants.${i}.unit`)} />
              </label>
              <FieldError id={`err-variants.${i}.unit`} message={errors.variants?.[i]?.unit?.message} />
            </div>
            <label className={label}>
              Unit
              <select {...register(`variants.${i}.unitType`)} className={input}>
                {UNIT_TYPES.map((u) => (
                  <option key={u} value={u}>
                    {UNIT_LABELS[u]}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex flex-col gap-1">
              <label className={label}>
                Price (₹)
                <input {...register(`variants.${i}.rupees`)} inputMode="decimal" className={`${input} w-32`} {...described(`variants.${i}.rupees`)} />
              </label>
              <FieldError id={`err-variants.${i}.rupees`} message={errors.variants?.[i]?.rupees?.message} />
            </div>
            <button type="button" onClick={() => variants.remove(i)} disabled={variants.fields.length === 1} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold disabled:opacity-50">
              Remove<span className="sr-only"> size {i + 1}</span>
            </button>
          </fieldset>
        ))}
        <FieldError id="err-variants" message={errors.variants?.message ?? errors.variants?.root?.message} />
        <button
          type="button"
          onClick={() => variants.append({ id: '', unit: '', unitType: 'GRAMS', rupees: '' })}
          disabled={variants.fields.length >= MAX_VARIANTS}
          className="min-h-11 self-start rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 disabled:opacity-50"
        >
          Add a size
        </button>
        <p className="text-xs text-stone-700">Orders already placed keep the prices they were placed at.</p>
      </section>

      <section className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" aria-labelledby="availability">
        <h2 id="availability" className="text-lg font-semibold">
          Availability
        </h2>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('available')} />
          Available to order (untick to show it as sold out until you tick it again)
        </label>
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">Sold out on these delivery dates</p>
          {soldOut.fields.length === 0 ? (
            <p className="text-sm text-stone-700">None.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Sold-out dates">
              {soldOut.fields.map((f, i) => (
                <li key={f.id} className="flex items-center gap-1 rounded-lg border border-stone-300 px-2 text-sm">
                  <input type="hidden" {...register(`soldOutDates.${i}.day`)} />
                  {f.day}
                  <button type="button" onClick={() => soldOut.remove(i)} className="min-h-11 px-2 font-semibold text-red-800">
                    Remove<span className="sr-only"> {f.day}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <label className={label}>
              Add a sold-out date
              <input type="date" value={newSoldOut} onChange={(e) => setNewSoldOut(e.target.value)} className={input} />
            </label>
            <button
              type="button"
              onClick={() => {
                if (newSoldOut && !soldOut.fields.some((f) => f.day === newSoldOut)) soldOut.append({ day: newSoldOut });
                setNewSoldOut('');
              }}
              className="min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800"
            >
              Add date
            </button>
          </div>
          <FieldError id="err-soldOutDates" message={errors.soldOutDates?.message} />
        </div>
      </section>

      {serverError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {busy ? 'Saving…' : itemId ? 'Save changes' : 'Add to the menu'}
        </button>
        {itemId && !archived && <ArchiveMenuItemButton name={defaults.name} busy={busy} onArchive={() => void archive.run({ id: itemId }, { success: 'Archived.' })} />}
      </div>
    </form>
  );
}
