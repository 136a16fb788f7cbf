/**
 * The editor's Yes / No question (widget `yes-no`, lib/content/editor-config.ts): a question the owner may not
 * be able to answer yet, like whether the business is registered for VAT. Decap's switch has only on and off,
 * and its choice list saves only text, so this saves true, false or, until she chooses, nothing (null).
 */

/** What the list offers, and what each choice saves in the file. */
export const yesNoChoices = [
  { label: 'Not said yet', value: null },
  { label: 'Yes', value: true },
  { label: 'No', value: false },
] as const;

type Props = { value: unknown; onChange: (value: boolean | null) => void; forID: string; classNameWrapper: string; setActiveStyle: () => void; setInactiveStyle: () => void };
type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** Decap's control for the question, made with the React that Decap brings (window.h). */
export function yesNoControl(h: CreateElement) {
  return function YesNo({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: Props) {
    const chosen = yesNoChoices.findIndex((choice) => choice.value === (value ?? null));
    return h(
      'select',
      {
        id: forID,
        className: classNameWrapper,
        value: String(Math.max(chosen, 0)),
        onChange: (event: { target: { value: string } }) => onChange(yesNoChoices[Number(event.target.value)].value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      },
      ...yesNoChoices.map((choice, index) => h('option', { key: choice.label, value: String(index) }, choice.label)),
    );
  };
}
