import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Dialog } from './dialog';

function Harness({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const secondRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Pick images" description="Desktop and mobile" closeOnBackdrop={closeOnBackdrop}>
        <button type="button">First</button>
        <button type="button" ref={secondRef}>
          Second
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </Dialog>
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

test('modal, labelled by its title, described by its description', () => {
  render(<Harness />);
  const { dialog } = open();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(screen.getByRole('dialog', { name: 'Pick images' })).toBe(dialog);
  expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Desktop and mobile');
});

test('focus moves into the dialog and Tab / Shift+Tab wrap inside it', () => {
  render(<Harness />);
  const { dialog } = open();
  const [first, , last] = Array.from(dialog.querySelectorAll('button'));
  expect(document.activeElement).toBe(first);
  last.focus();
  fireEvent.keyDown(last, { key: 'Tab' });
  expect(document.activeElement).toBe(first);
  fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(last);
});

test('focus that escapes to the page behind is brought back', () => {
  render(<Harness />);
  const { dialog } = open();
  screen.getByRole('button', { name: 'Behind' }).focus();
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test('Escape closes and focus returns to the opener', () => {
  render(<Harness />);
  const { opener, dialog } = open();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('page scroll is locked while open', () => {
  render(<Harness />);
  const { dialog } = open();
  expect(document.body.style.overflow).toBe('hidden');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(document.body.style.overflow).toBe('');
});

test.each([
  [true, false],
  [false, true],
])('backdrop click with closeOnBackdrop=%p leaves it open: %p', (closeOnBackdrop, stillOpen) => {
  render(<Harness closeOnBackdrop={closeOnBackdrop} />);
  open();
  fireEvent.mouseDown(screen.getByTestId('dialog-backdrop'));
  expect(screen.queryByRole('dialog') !== null).toBe(stillOpen);
});

test('a click inside the panel does not close it', () => {
  render(<Harness />);
  const { dialog } = open();
  fireEvent.mouseDown(dialog);
  expect(screen.queryByRole('dialog')).not.toBeNull();
});

// A dialog needs a visible way out besides Escape or a tap beside it.
test('closeButton: a visible button named "Close" that closes; the first field still gets the focus', () => {
  function WithClose() {
    const [isOpen, setOpen] = useState(true);
    return (
      <Dialog open={isOpen} onClose={() => setOpen(false)} title="Chicken and rice" description="Slow-cooked" closeButton>
        <button type="button">Fewer</button>
      </Dialog>
    );
  }
  render(<WithClose />);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fewer' }));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('without closeButton there is no Close button (dialogs that must be answered)', () => {
  render(
    <Dialog open onClose={() => {}} title="Remove this address?">
      <button type="button">Keep it</button>
    </Dialog>,
  );
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
});
