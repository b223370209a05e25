// An item page kept by the back/forward cache asks for itself again when the visitor comes back to
// it (its prices may have changed meanwhile); a first show does not.
import { render } from '@testing-library/react';
import { RefreshWhenRestored } from './refresh-when-restored';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

function pageshow(persisted: boolean) {
  const e = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(e, 'persisted', { value: persisted });
  window.dispatchEvent(e);
}

test('a page restored from the back/forward cache is refreshed; a freshly loaded one is not', () => {
  const { unmount } = render(<RefreshWhenRestored />);
  pageshow(false);
  expect(refresh).not.toHaveBeenCalled();
  pageshow(true);
  expect(refresh).toHaveBeenCalledTimes(1);
  unmount();
  pageshow(true);
  expect(refresh).toHaveBeenCalledTimes(1);
});
