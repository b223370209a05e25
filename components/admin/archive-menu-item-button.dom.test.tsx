// Archiving a dish asks in the page, never with the browser's confirm box: Keep it is focused,
// and only the dialog's Archive archives.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ArchiveMenuItemButton } from './archive-menu-item-button';

test('Archive asks in the page first; Keep it leaves the dish alone', () => {
  const confirm = jest.spyOn(window, 'confirm').mockImplementation(() => true);
  const onArchive = jest.fn();
  render(<ArchiveMenuItemButton name="Chicken Bowl" busy={false} onArchive={onArchive} />);
  fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
  const dialog = screen.getByRole('dialog', { name: 'Archive Chicken Bowl?' });
  expect(dialog.textContent).toMatch(/leaves the menu and every cart; orders that have it keep it/);
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onArchive).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
  expect(onArchive).toHaveBeenCalledTimes(1);
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
});
