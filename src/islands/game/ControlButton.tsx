/**
 * The buttons of a game screen's controls (play and room pages) and the yes/no question some of them
 * ask (resign, a draw or rematch offer). A button that cannot act now stays focusable with
 * aria-disabled, so focus never drops to the page when one becomes unavailable.
 */
import type { ComponentChildren } from 'preact';
import { ActionIcon, type IconAction } from '../play/ActionIcon';

export interface ButtonProps {
  onClick: () => void;
  children: ComponentChildren;
  disabled?: boolean;
  primary?: boolean;
  testid?: string;
  /** The data-action hook. */
  action?: string;
  /** A toolbar button's icon. */
  icon?: IconAction;
  expanded?: boolean;
}

export function ControlButton(p: ButtonProps) {
  return (
    <button
      type="button"
      class={`play-button${p.primary ? ' play-button--primary' : ''}${p.icon ? ' play-tool' : ''}`}
      aria-disabled={p.disabled ? 'true' : undefined}
      aria-expanded={p.expanded}
      data-testid={p.testid}
      data-action={p.action ?? p.icon}
      onClick={() => {
        if (!p.disabled) p.onClick();
      }}
    >
      {p.icon !== undefined && <ActionIcon action={p.icon} />}
      {p.icon !== undefined ? <span>{p.children}</span> : p.children}
    </button>
  );
}

/** A toolbar of the controls (one group with the page's label). */
export function Toolbar({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="play-toolbar" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** An answer of a question: a button's props and its label. */
export type Answer = Omit<ButtonProps, 'children'> & { readonly label: string };

/** An answer of a yes/no question: its label and hooks. */
type Reply = Omit<Answer, 'onClick' | 'primary'>;

/** A question answered yes (first, primary) or no; `onAnswer` says which. */
export function YesNoQuestion(p: {
  id?: string;
  text: string;
  yes: Reply;
  no: Reply;
  onAnswer: (yes: boolean) => void;
}) {
  const answers: Answer[] = [
    { ...p.yes, primary: true, onClick: () => p.onAnswer(true) },
    { ...p.no, onClick: () => p.onAnswer(false) },
  ];
  return <Question id={p.id} text={p.text} answers={answers} />;
}

/** A question with its answers; `id` labels the group by its text. */
export function Question(p: { id?: string; text: string; answers: readonly Answer[] }) {
  return (
    <div class="play-question" role="group" aria-labelledby={p.id}>
      <p id={p.id}>{p.text}</p>
      {p.answers.map(({ label, ...a }) => (
        <ControlButton key={label} {...a}>
          {label}
        </ControlButton>
      ))}
    </div>
  );
}
