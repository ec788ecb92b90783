import { fireEvent, screen } from '@testing-library/react';

/** Types into controls found by test id: `{ 'staff-email': 'bob@fxdesk.test' }`. */
export function typeInto(values: Record<string, string>) {
  for (const [testId, value] of Object.entries(values)) {
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  }
}

/** Fills a FormDialog's fields by name (test ids `form-<name>`) and presses its save button. */
export function saveForm(values: Record<string, string>) {
  typeInto(Object.fromEntries(Object.entries(values).map(([name, value]) => [`form-${name}`, value])));
  fireEvent.click(screen.getByTestId('form-save'));
}
