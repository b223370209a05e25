'use client';

// The menu editor's form (/admin/menu/new, /admin/menu/<id>): react-hook-form with the zod schema
// of lib/domain/menu-item-rules.ts, so every problem shows beside its field at once and the first
// one takes focus; the server checks the same rules again and its answer lands beside the field it
// names. A picture is uploaded as soon as it is chosen (uploadImage, kind menu) and previewed in the
// shapes the menu card and the item page crop it to. Each section (the dish, its page, sizes,
// availability) is its own component reading this form through FormProvider.
import { useRouter } from 'next/navigation';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@/lib/client/forms/zod-resolver';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { menuItemFormSchema, toMenuItemInput, type MenuItemForm } from '@/lib/domain/menu-item-rules';
import { ArchiveMenuItemButton } from './archive-menu-item-button';
import { MenuItemAboutSection } from './menu-item-about-section';
import { MenuItemPageSection } from './menu-item-page-section';
import { MenuItemPictureSection } from './menu-item-picture-section';
import { MenuItemSizesSection } from './menu-item-sizes-section';
import { MenuItemAvailabilitySection } from './menu-item-availability-section';
import { Button } from '@/components/ui/button';

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

export function MenuItemEditor({ itemId, archived = false, defaults, currentImage, categories, pagePath }: Props) {
  const router = useRouter();
  const form = useForm<MenuItemForm, unknown, ReturnType<typeof menuItemFormSchema.parse>>({ resolver: zodResolver(menuItemFormSchema), defaultValues: defaults, shouldFocusError: true });
  const { handleSubmit, setError } = form;

  const onError = (e: { message: string; field?: string }) => {
    const path = formField(e.field);
    if (path) setError(path, { message: e.message }, { shouldFocus: true });
  };
  const create = useMutation(CREATE, { refresh: false, staysBusy: true, onError, onSuccess: () => router.push('/admin/menu') });
  const update = useMutation(UPDATE, { refresh: false, staysBusy: true, onError, onSuccess: () => router.push('/admin/menu') });
  const archive = useMutation(ARCHIVE, { refresh: false, staysBusy: true, onSuccess: () => router.push('/admin/menu') });
  const busy = create.busy || update.busy || archive.busy;
  const serverError = create.error ?? update.error ?? archive.error;

  const submit = handleSubmit(async (checked) => {
    const values = toMenuItemInput(checked);
    if (itemId) await update.run({ id: itemId, input: values }, { success: `Saved ${checked.name}.` });
    else await create.run({ input: values }, { success: `Added ${checked.name} to the menu.` });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <MenuItemAboutSection categories={categories} />
        <MenuItemPageSection pagePath={pagePath} />

        <MenuItemPictureSection currentImage={currentImage} defaultImageId={defaults.imageId} />

        <MenuItemSizesSection />
        <MenuItemAvailabilitySection />

        {serverError && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {serverError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={busy} busyLabel="Saving…">
            {itemId ? 'Save changes' : 'Add to the menu'}
          </Button>
          {itemId && !archived && <ArchiveMenuItemButton name={defaults.name} busy={busy} onArchive={() => void archive.run({ id: itemId }, { success: 'Archived.' })} />}
        </div>
      </form>
    </FormProvider>
  );
}
