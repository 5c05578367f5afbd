import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { pageCount, pageWindow } from './page-window';
import { Pagination } from './Pagination';

const pageButtons = () => screen.getAllByRole('button').filter((b) => /^\d+$/.test(b.textContent ?? ''));

describe('page window', () => {
  it('shows at most 5 pages, the current one centred where possible', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(4, 10, 4)).toEqual([2, 3, 4, 5]);
  });

  it('counts pages at 10 per page by default', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(25, 5)).toBe(5);
  });
});

describe('Pagination', () => {
  it('on the first page: previous disabled, pages 1-5, current marked', async () => {
    await renderWithProviders(<Pagination page={1} lastPage={12} onChange={() => {}} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('in the middle: the window follows, previous and next go one page', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(<Pagination page={6} lastPage={12} onChange={onChange} />, { locale: 'en' });
    expect(pageButtons().map((b) => b.textContent)).toEqual(['4', '5', '6', '7', '8']);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onChange.mock.calls).toEqual([[5], [7], [8]]);
  });

  it('on the last page: next disabled', async () => {
    await renderWithProviders(<Pagination page={12} lastPage={12} onChange={() => {}} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pageButtons().map((b) => b.textContent)).toEqual(['8', '9', '10', '11', '12']);
  });

  it('renders nothing for a single page', async () => {
    await renderWithProviders(<Pagination page={1} lastPage={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
