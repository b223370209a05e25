// The menu's admin button loads the hero image dialog lazily: nothing of it before the click,
// the dialog (focused, titled) after it, and closing it returns focus to the button.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChangeHeroImagesButton } from './change-hero-images-button';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

test('the dialog appears only after the click, and Cancel closes it', async () => {
  render(<ChangeHeroImagesButton />);
  expect(screen.queryByRole('dialog')).toBeNull();
  const button = screen.getByRole('button', { name: 'Change hero images' });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Hero images' });
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(screen.getByLabelText('Desktop image')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(button);
  // a second opening needs no new load
  act(() => fireEvent.click(button));
  expect(screen.getByRole('dialog', { name: 'Hero images' })).toBeTruthy();
  expect(refresh).not.toHaveBeenCalled();
});
