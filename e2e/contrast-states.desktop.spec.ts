import AxeBuilder from '@axe-core/playwright';
import { expect, routes, test } from './fixtures';

test.describe('text contrast in every state', () => {
  for (const state of ['hover', 'focus', 'focus-visible'] as const) {
    test(`every link and button keeps AA contrast in the ${state} state`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      for (const route of routes) {
        await page.goto(route);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'a[href], button, summary' });
        // DevTools' "force state": every control at once is styled as if hovered (or focused).
        for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [state] });
        expect(nodeIds.length).toBeGreaterThan(10);
        const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const failures = violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message}`));
        expect(failures, `${route} with every control in :${state}`).toEqual([]);
      }
    });
  }
});
