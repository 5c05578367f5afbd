import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Carousel } from './Carousel';

const slides = ['Spring Cup', 'Summer Cup', 'Autumn Cup'].map((name) => <h3 key={name}>{name}</h3>);
const visible = () => screen.getAllByRole('group', { hidden: true }).findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');

afterEach(() => jest.useRealTimers());

describe('Carousel', () => {
  it('advances every 3000 ms and wraps around', async () => {
    jest.useFakeTimers();
    await renderWithProviders(<Carousel slides={slides} label="Tournaments" />);
    expect(visible()).toBe(0);
    act(() => jest.advanceTimersByTime(2999));
    expect(visible()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(visible()).toBe(1);
    act(() => jest.advanceTimersByTime(6000));
    expect(visible()).toBe(0);
  });

  it('pauses while hovered and while focus is inside', async () => {
    jest.useFakeTimers();
    await renderWithProviders(<Carousel slides={slides} label="Tournaments" />, { locale: 'en' });
    const region = screen.getByRole('region', { name: 'Tournaments' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(9000));
    expect(visible()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    expect(visible()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => jest.advanceTimersByTime(9000));
    expect(visible()).toBe(1);
  });

  it('has previous, next and one dot per slide, the current dot marked', async () => {
    const { user } = await renderWithProviders(<Carousel slides={slides} label="Tournaments" autoPlay={false} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Tournaments' })).toHaveAttribute('aria-roledescription', 'carousel');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visible()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(visible()).toBe(1);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visible()).toBe(2);
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveTextContent('Autumn Cup');
  });

  it('moves with the arrow keys', async () => {
    const { user } = await renderWithProviders(<Carousel slides={slides} label="Tournaments" autoPlay={false} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    await user.keyboard('{ArrowRight}');
    expect(visible()).toBe(1);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visible()).toBe(2);
  });

  it('shows a single slide without controls', async () => {
    await renderWithProviders(<Carousel slides={[slides[0]]} label="Tournaments" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
