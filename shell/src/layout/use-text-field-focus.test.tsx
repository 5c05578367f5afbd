import { act, render, screen } from '@testing-library/react';
import { isTextField, useTextFieldFocus } from './use-text-field-focus';

function Probe() {
  const typing = useTextFieldFocus();
  return (
    <div>
      <output data-testid="typing">{String(typing)}</output>
      <input data-testid="text" />
      <input data-testid="box" type="checkbox" />
      <textarea data-testid="area" />
      <button type="button" data-testid="button">ok</button>
    </div>
  );
}

describe('isTextField', () => {
  it('takes text inputs, textareas and contenteditable, not buttons, checkboxes or read-only fields', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      return host.firstElementChild;
    };
    expect(isTextField(make('<input>'))).toBe(true);
    expect(isTextField(make('<input type="search">'))).toBe(true);
    expect(isTextField(make('<input type="email">'))).toBe(true);
    expect(isTextField(make('<textarea></textarea>'))).toBe(true);
    const editable = make('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not compute isContentEditable; a browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextField(editable)).toBe(true);
    expect(isTextField(make('<input type="checkbox">'))).toBe(false);
    expect(isTextField(make('<input type="submit">'))).toBe(false);
    expect(isTextField(make('<input readonly>'))).toBe(false);
    expect(isTextField(make('<textarea disabled></textarea>'))).toBe(false);
    expect(isTextField(make('<button></button>'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('useTextFieldFocus', () => {
  it('is true while a text field has focus and false again on blur or focus elsewhere', () => {
    render(<Probe />);
    const typing = screen.getByTestId('typing');
    expect(typing).toHaveTextContent('false');
    act(() => screen.getByTestId('text').focus());
    expect(typing).toHaveTextContent('true');
    act(() => screen.getByTestId('box').focus());
    expect(typing).toHaveTextContent('false');
    act(() => screen.getByTestId('area').focus());
    expect(typing).toHaveTextContent('true');
    act(() => screen.getByTestId('area').blur());
    expect(typing).toHaveTextContent('false');
    act(() => screen.getByTestId('button').focus());
    expect(typing).toHaveTextContent('false');
  });

  it('keeps the bar aside until a press that moved the focus away is released, so the tap lands where it began', async () => {
    render(<Probe />);
    const typing = screen.getByTestId('typing');
    act(() => screen.getByTestId('text').focus());
    expect(typing).toHaveTextContent('true');
    const button = screen.getByTestId('button');
    act(() => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.focus();
    });
    expect(typing).toHaveTextContent('true');
    act(() => {
      button.dispatchEvent(new Event('pointerup', { bubbles: true }));
    });
    expect(typing).toHaveTextContent('true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(typing).toHaveTextContent('false');
  });
});
