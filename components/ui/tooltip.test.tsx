import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContent } from '@/content/load';
import { Tooltip, TooltipGroup } from './tooltip';

const delays = loadContent().interface.tooltip;

function renderTooltips() {
  render(
    <TooltipGroup delays={delays}>
      <Tooltip content="The total for the whole session.">First</Tooltip>
      <Tooltip content="Chosen by most new clients.">Second</Tooltip>
      <button type="button">Elsewhere</button>
    </TooltipGroup>,
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens once the pointer has rested on it for the open delay, not before', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: 'First' }));
    await advance(delays.openDelayMs - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The total for the whole session.');
  });

  it('describes its trigger while open', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: 'First' }));
    await advance(delays.openDelayMs);
    expect(screen.getByRole('button', { name: 'First' })).toHaveAccessibleDescription('The total for the whole session.');
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const user = renderTooltips();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await advance(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The total for the whole session.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the next tooltip at once while one is open', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: 'First' }));
    await advance(delays.openDelayMs);
    await user.unhover(screen.getByRole('button', { name: 'First' }));
    await user.hover(screen.getByRole('button', { name: 'Second' }));
    await advance(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chosen by most new clients.');
  });

  it('opens at once when the last one closed within the skip delay', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: 'First' }));
    await advance(delays.openDelayMs);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(delays.skipDelayMs - 1);
    await user.hover(screen.getByRole('button', { name: 'Second' }));
    await advance(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chosen by most new clients.');
  });

  it('waits the full open delay again once the skip delay has passed', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: 'First' }));
    await advance(delays.openDelayMs);
    await user.keyboard('{Escape}');
    await advance(delays.skipDelayMs + 1);
    await user.hover(screen.getByRole('button', { name: 'Second' }));
    await advance(delays.openDelayMs - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chosen by most new clients.');
  });
});
