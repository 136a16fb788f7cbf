import { formatDays } from '../content/format';
import { requiredByLaw } from '../content/schema/fields';
import type { Weekday } from '../content/schema/opening-hours';

/**
 * The editor's page made easier for the owner, on top of Decap CMS's own: plain wording, lists she can
 * read and reorder without dragging, an error in a folded item opened, a photo she has just uploaded
 * shown before it is saved, and the reason a save was refused kept in view.
 */

/** Decap's wording where it speaks to the owner (Decap's English fills in the rest). */
export const phrases = {
  ui: {
    toast: {
      onFailToPersist: 'Not saved. %{details}',
      missingRequiredField: 'Not saved: a field that must be filled in is empty. It is marked in red.',
    },
  },
};

const style = `
  /* Messages under a field in sentence case, as they are written. */
  [class*="ControlErrorsList"] { text-transform: none !important; }
  /* An open list item keeps its name on its bar. */
  [class*="NestedObjectLabel"] { display: block !important; }
  .owner-move { display: flex; gap: 2px; }
  .owner-move button { border: 0; background: transparent; cursor: pointer; font: 600 14px/1 system-ui, sans-serif; padding: 0 6px; color: #3a69c7; }
  .owner-move button:disabled { color: #bbb; cursor: default; }
  .owner-problems { position: fixed; z-index: 1000; left: 50%; bottom: 16px; transform: translateX(-50%); width: min(760px, calc(100% - 32px));
    background: #fff; color: #1f2937; border: 2px solid #ff003b; border-radius: 8px; padding: 12px 44px 12px 16px; box-shadow: 0 6px 24px rgb(0 0 0 / 0.2);
    font: 15px/1.45 system-ui, sans-serif; white-space: pre-wrap; }
  .owner-problems button { position: absolute; top: 8px; right: 8px; border: 0; background: transparent; font-size: 20px; cursor: pointer; }
`;

/** Shows why a save was refused, until the owner closes it or a save succeeds; nothing when `problems` is empty. */
export function showProblems(problems: string[]) {
  document.querySelector('.owner-problems')?.remove();
  if (!problems.length) return;
  const panel = document.createElement('div');
  panel.className = 'owner-problems';
  panel.setAttribute('role', 'alert');
  panel.textContent = `Not saved: the site would not build with this change.\n${problems.map((problem) => `• ${problem}`).join('\n')}\nCorrect it and publish again.`;
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  close.addEventListener('click', () => panel.remove());
  panel.append(close);
  document.body.append(panel);
}

/** Opens the entry again from the saved file, where the owner was: Decap otherwise keeps comparing with the file as first opened. */
export function reopen() {
  const here = location.hash;
  const scroll = window.scrollY;
  setTimeout(() => {
    location.hash = here.replace(/\/entries\/.*$/, '');
    setTimeout(() => {
      location.hash = here;
      // Until the fields are back, unless the owner has gone elsewhere meanwhile.
      const restore = () => {
        if (location.hash !== here) return;
        if (document.querySelector('[class*="ControlContainer"]')) window.scrollTo(0, scroll);
        else setTimeout(restore, 50);
      };
      restore();
    }, 50);
  }, 50);
}

/** `["Monday","Tuesday"] 17:00–20:00` (Decap's summary of an opening-hours row) → `Monday – Tuesday 17:00–20:00`, or `Saturday: closed`. */
export function hoursSummary(text: string): string | undefined {
  const match = /^(\[[^\]]*\])\s*(.*)$/.exec(text);
  if (!match) return undefined;
  try {
    const days = JSON.parse(match[1]) as Weekday[];
    const times = match[2].trim();
    return times && times !== '–' ? `${formatDays(days)} ${times}` : `${formatDays(days)}: closed`;
  } catch {
    return undefined;
  }
}

const handles = (list: Element) => [...list.children].map((item) => item.querySelector(':scope > * > [aria-roledescription="sortable"]')).filter(Boolean) as HTMLElement[];

function fire(target: EventTarget, type: string, x: number, y: number) {
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0, buttons: type === 'mouseup' ? 0 : 1 }));
}
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));

/** Moves a list item one place up or down, as dragging its handle would (Decap's lists are sorted by dragging only). */
async function move(item: HTMLElement, by: -1 | 1) {
  const items = [...item.parentElement!.children] as HTMLElement[];
  const other = items[items.indexOf(item) + by];
  if (!other) return;
  // The shorter of the two is dragged onto the other: the list keeps a dragged item inside its bounds.
  const [dragged, onto] = item.offsetHeight <= other.offsetHeight ? [item, other] : [other, item];
  const handle = dragged.querySelector<HTMLElement>('[aria-roledescription="sortable"]');
  if (!handle) return;
  const start = handle.getBoundingClientRect();
  const [x, y] = [start.left + start.width / 2, start.top + start.height / 2];
  const from = dragged.getBoundingClientRect();
  const to = onto.getBoundingClientRect();
  const distance = to.top + to.height / 2 - (from.top + from.height / 2);
  fire(handle, 'mousedown', x, y);
  await frame();
  fire(document, 'mousemove', x, y + Math.sign(distance) * 8);
  await frame();
  fire(document, 'mousemove', x, y + distance);
  await frame();
  fire(document, 'mouseup', x, y + distance);
}

function addMoveButtons(handle: HTMLElement) {
  const bar = handle.parentElement!;
  const item = bar.parentElement as HTMLElement;
  const list = item.parentElement!;
  let buttons = bar.querySelector<HTMLElement>(':scope > .owner-move');
  if (!buttons) {
    buttons = document.createElement('span');
    buttons.className = 'owner-move';
    for (const [label, text, by] of [['Move up', '↑', -1], ['Move down', '↓', 1]] as const) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = text;
      button.title = label;
      button.setAttribute('aria-label', label);
      button.addEventListener('click', () => void move(bar.parentElement as HTMLElement, by));
      buttons.append(button);
    }
    bar.insertBefore(buttons, bar.lastElementChild);
  }
  const all = handles(list);
  const [up, down] = buttons.querySelectorAll('button');
  up.disabled = all[0] === handle;
  down.disabled = all.at(-1) === handle;
}

/** An item whose fields have an error opens, so the message is in view (Decap marks its folded label red). */
function openIfInError(label: HTMLElement) {
  const item = label.parentElement!;
  const fields = label.nextElementSibling as HTMLElement | null;
  if (!fields || getComputedStyle(fields).display !== 'none') return;
  if (getComputedStyle(label).color !== 'rgb(255, 0, 59)') return;
  item.querySelector<HTMLButtonElement>(':scope > * > button')?.click();
}

/** A field the law asks for before launch is not "optional", though the site builds without it: its label says so instead. */
function notOptional(label: HTMLLabelElement) {
  const suffix = label.lastElementChild;
  if (suffix instanceof HTMLElement && suffix.tagName === 'SPAN' && !suffix.hidden && label.textContent?.replace(suffix.textContent ?? '', '').trim().endsWith(requiredByLaw)) suffix.hidden = true;
}

function tidy() {
  for (const label of document.querySelectorAll<HTMLLabelElement>('label')) notOptional(label);
  for (const label of document.querySelectorAll<HTMLElement>('[class*="NestedObjectLabel"]')) {
    const text = label.firstChild;
    if (text?.nodeType === Node.TEXT_NODE) {
      const summary = hoursSummary(text.nodeValue ?? '');
      if (summary && summary !== text.nodeValue) text.nodeValue = summary;
    }
    openIfInError(label);
  }
  for (const handle of document.querySelectorAll<HTMLElement>('[aria-roledescription="sortable"]')) addMoveButtons(handle);
}

/** A photo uploaded in this visit, by the name the editor gives it, until it is saved into public/images. */
const uploads = new Map<string, string>();
const uploadName = (name: string) => name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');

export function enhancePage() {
  const sheet = document.createElement('style');
  sheet.textContent = style;
  document.head.append(sheet);
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      tidy();
    });
  }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class'] });

  document.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement;
      if (input.type === 'file') for (const file of input.files ?? []) uploads.set(uploadName(file.name), URL.createObjectURL(file));
    },
    true,
  );
  // A picture chosen but not yet saved is not at its address yet: show the uploaded file instead.
  document.addEventListener(
    'error',
    (event) => {
      const image = event.target as HTMLImageElement;
      if (image.tagName !== 'IMG') return;
      const name = new URL(image.src, location.href).pathname.split('/').pop() ?? '';
      const upload = uploads.get(decodeURIComponent(name));
      if (upload && image.src !== upload) image.src = upload;
    },
    true,
  );
}
