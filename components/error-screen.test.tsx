/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContent } from '@/lib/content/load';
import { ErrorScreen } from './error-screen';

const labels = loadContent().interface.errorScreen;

describe('ErrorScreen', () => {
  it('says what went wrong and offers a way home', () => {
    render(<ErrorScreen labels={labels} />);
    expect(screen.getByRole('heading', { level: 1, name: labels.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.homeLabel })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: labels.retryLabel })).not.toBeInTheDocument();
  });

  it('lets the visitor try the page again when it can be retried', async () => {
    const retry = jest.fn();
    render(<ErrorScreen labels={labels} onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: labels.retryLabel }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
