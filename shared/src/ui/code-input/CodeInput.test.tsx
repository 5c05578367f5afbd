import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { CodeInput } from './CodeInput';

const boxes = () => screen.getAllByRole('textbox');
const values = () => boxes().map((b) => (b as HTMLInputElement).value);

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('CodeInput (spec section 5)', () => {
  it('has 4 labelled boxes by default inside a labelled group', async () => {
    await renderWithProviders(<CodeInput />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Character 1 of 4' })).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes one digit per box, moves forward and emits completion once all are filled', async () => {
    const onComplete = jest.fn();
    const onChange = jest.fn();
    const { user } = await renderWithProviders(<CodeInput onComplete={onComplete} onChange={onChange} />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('34');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
    expect(onChange).toHaveBeenLastCalledWith('1234');
  });

  it('rejects letters and other keys in number mode', async () => {
    const { user } = await renderWithProviders(<CodeInput />);
    await user.click(boxes()[0]!);
    await user.keyboard('a-! 7');
    expect(values()).toEqual(['7', '', '', '']);
  });

  it('accepts letters and digits in letter-numeric mode, nothing else', async () => {
    const { user } = await renderWithProviders(<CodeInput type="letter-numeric" length={6} />);
    expect(boxes()[0]).toHaveAttribute('inputmode', 'text');
    await user.click(boxes()[0]!);
    await user.keyboard('a_B-9');
    expect(values()).toEqual(['a', 'B', '9', '', '', '']);
  });

  it('Backspace clears the box, or the previous one when empty; Delete clears in place; arrows move', async () => {
    const { user } = await renderWithProviders(<CodeInput />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('7{ArrowLeft}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(values()).toEqual(['', '7', '', '']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
  });

  it('fills a valid paste from the focused box, cut to the boxes left', async () => {
    const onComplete = jest.fn();
    await renderWithProviders(<CodeInput length={6} onComplete={onComplete} />);
    paste(boxes()[2]!, '987654321');
    expect(values()).toEqual(['', '', '9', '8', '7', '6']);
    expect(onComplete).not.toHaveBeenCalled();
    paste(boxes()[0]!, ' 12\n');
    expect(values()).toEqual(['1', '2', '9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('129876');
  });

  it('rejects a paste with characters the type does not allow', async () => {
    await renderWithProviders(<CodeInput />);
    paste(boxes()[0]!, '12a4');
    expect(values()).toEqual(['', '', '', '']);
    paste(boxes()[0]!, '12 34');
    expect(values()).toEqual(['', '', '', '']);
  });

  it('keeps allowed characters of input that bypassed the keyboard handler (mobile, autofill)', async () => {
    const onComplete = jest.fn();
    await renderWithProviders(<CodeInput onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: '4321' } });
    expect(values()).toEqual(['4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('4321');
    fireEvent.change(boxes()[1]!, { target: { value: '3x' } });
    expect(values()).toEqual(['4', '3', '2', '1']);
  });

  it('has a configurable box size', async () => {
    await renderWithProviders(<CodeInput boxSize={56} />);
    expect(boxes()[0]).toHaveStyle({ width: '56px' });
  });

  it('marks the boxes invalid and points to the error text', async () => {
    await renderWithProviders(
      <>
        <CodeInput invalid describedBy="code-error" />
        <p id="code-error">Введите код</p>
      </>,
    );
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(boxes()[0]).toHaveAccessibleDescription('Введите код');
  });
});
