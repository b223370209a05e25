import { render } from '@testing-library/react';
import { CHAT_WIDGET_SCRIPT_ID, ChatWidget } from './chat-widget';

afterEach(() => {
  document.getElementById(CHAT_WIDGET_SCRIPT_ID)?.remove();
  delete window.chatWidgetSettings;
});

test('without a script address: no script, no settings, nothing rendered', () => {
  const { container } = render(<ChatWidget user={{ firstName: 'Ravi', phoneNumber: '+919000000002' }} src={undefined} />);
  expect(container.innerHTML).toBe('');
  expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toBeNull();
  expect(window.chatWidgetSettings).toBeUndefined();
});

test('with a script address: the settings carry the user before the script is added', () => {
  let settingsWhenAdded: unknown = 'not added';
  const append = document.body.appendChild.bind(document.body);
  const spy = jest.spyOn(document.body, 'appendChild').mockImplementation((node) => {
    if (node instanceof HTMLScriptElement) settingsWhenAdded = { ...window.chatWidgetSettings };
    return append(node);
  });
  render(<ChatWidget user={{ firstName: 'Ravi', phoneNumber: '+919000000002' }} src="https://chat.example.com/widget.js" />);
  spy.mockRestore();
  expect(settingsWhenAdded).toEqual({ name: 'Ravi', contact: '+919000000002' });
  const script = document.getElementById(CHAT_WIDGET_SCRIPT_ID) as HTMLScriptElement;
  expect(script.src).toBe('https://chat.example.com/widget.js');
  expect(script.async).toBe(true);
});

test('logged out: settings are empty; the script is added once across re-renders', () => {
  const { rerender } = render(<ChatWidget user={null} src="https://chat.example.com/widget.js" />);
  expect(window.chatWidgetSettings).toEqual({ name: null, contact: null });
  rerender(<ChatWidget user={{ firstName: 'Asha', phoneNumber: null }} src="https://chat.example.com/widget.js" />);
  expect(window.chatWidgetSettings).toEqual({ name: 'Asha', contact: null });
  expect(document.querySelectorAll(`#${CHAT_WIDGET_SCRIPT_ID}`)).toHaveLength(1);
});

test('a javascript: address is refused', () => {
  render(<ChatWidget user={null} src="javascript:alert(1)" />);
  expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).toBeNull();
});
