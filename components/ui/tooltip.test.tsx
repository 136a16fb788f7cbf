import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip, TooltipGroup } from './tooltip';

function renderTooltips() {
  render(
    <TooltipGroup>
      <Tooltip content="The total for the whole session.">£20</Tooltip>
      <Tooltip content="Chosen by most new clients.">Most Popular</Tooltip>
      <button type="button">Elsewhere</button>
    </TooltipGroup>,
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens 700 ms after the pointer rests on it, not before', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: '£20' }));
    await advance(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(250);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The total for the whole session.');
  });

  it('describes its trigger while open', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: '£20' }));
    await advance(800);
    expect(screen.getByRole('button', { name: '£20' })).toHaveAccessibleDescription('The total for the whole session.');
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const user = renderTooltips();
    await user.tab();
    expect(screen.getByRole('button', { name: '£20' })).toHaveFocus();
    await advance(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The total for the whole session.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the next tooltip at once when reached within 300 ms of the last closing', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: '£20' }));
    await advance(800);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: '£20' }));
    await user.hover(screen.getByRole('button', { name: 'Most Popular' }));
    await advance(50);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chosen by most new clients.');
  });

  it('opens at once when the last one closed less than 300 ms ago', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: '£20' }));
    await advance(800);
    await user.unhover(screen.getByRole('button', { name: '£20' }));
    await advance(200);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Most Popular' }));
    await advance(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chosen by most new clients.');
  });

  it('waits the full delay again once the 300 ms window has passed', async () => {
    const user = renderTooltips();
    await user.hover(screen.getByRole('button', { name: '£20' }));
    await advance(800);
    await user.unhover(screen.getByRole('button', { name: '£20' }));
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await advance(1000);
    await user.hover(screen.getByRole('button', { name: 'Most Popular' }));
    await advance(300);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(500);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Chosen by most new clients.');
  });
});
