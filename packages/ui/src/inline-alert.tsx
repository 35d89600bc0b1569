import { Children, isValidElement, useEffect, useId, useRef, type ReactNode } from 'react';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

/** How a message is announced: `alert` (assertive), `status` (polite) or `off` (a note read in page order). */
export type AlertLive = 'alert' | 'status' | 'off';

export interface InlineAlertProps {
  /** Colour and default announcement. Default 'error'. */
  tone?: AlertTone;
  /** Default: 'alert' for error and warning, 'status' for success and info. See the rule above. */
  live?: AlertLive;
  /** A first line in the tone's colour; it also names the alert or status (aria-labelledby). */
  title?: ReactNode;
  /** Render the title as a heading (h2-h4) where it heads a part of the page; otherwise a bold line. */
  headingLevel?: 2 | 3 | 4;
  /** For aria-describedby on the control or form the message is about. */
  id?: string;
  /** `span` where only phrasing content is allowed (a row's action line); it still shows as a block. */
  as?: 'div' | 'span';
  className?: string;
  /**
   * Focus follows the work: each time this changes to a value other than null/undefined (e.g. a
   * counter bumped when an action finishes), the alert takes focus, so a keyboard user lands on
   * the result of what they just did instead of the page's top. Give it only to the outcome of a
   * deliberate action (Save all, Write, Send), never to a message that comes with the page.
   */
  focusKey?: string | number | null;
  children?: ReactNode;
}

const DEFAULT_LIVE: Record<AlertTone, AlertLive> = {
  error: 'alert',
  warning: 'alert',
  success: 'status',
  info: 'status',
};
const ROLE: Record<AlertLive, 'alert' | 'status' | undefined> = { alert: 'alert', status: 'status', off: undefined };

/** True when React would render nothing for these children. */
function isEmpty(node: ReactNode): boolean {
  return Children.toArray(node).every((child) => !isValidElement(child) && String(child) === '');
}

/**
 * The one inline message of every tool: a failed save, a field or row error, a warning banner,
 * the outcome of an action. Whole-screen loading/error/empty states are `StatusView`; passing
 * notifications are `Toast`.
 *
 * Which `live` to use:
 * - `alert` (role=alert, the default for error and warning): the message appears because of
 *   something the user did or waited for (a failed save or request, validation on submit, a
 *   launch that could not start). Render it when there is a message (or always, empty until the
 *   first one, where errors of successive actions replace each other).
 * - `status` (role=status): the outcome of an action that may be good or bad news and replaces
 *   the last one (a save summary, "Enrolled."). Render it always, empty until the first outcome:
 *   a live region is only announced when its content changes after it is in the page. An empty
 *   alert takes no space.
 * - `off` (no role, a plain note): a message present when the screen first shows (a static
 *   banner or warning that comes with the page). Nothing changed, so there is nothing to
 *   announce; a live role there would interrupt the page being read, or say nothing at all.
 *   It is read in page order like the rest of the content.
 */
export function InlineAlert({
  tone = 'error',
  live,
  title,
  headingLevel,
  id,
  as: Box = 'div',
  className,
  focusKey,
  children,
}: InlineAlertProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement & HTMLSpanElement>(null);
  const hasTitle = !isEmpty(title);
  const empty = !hasTitle && isEmpty(children);
  const Heading = headingLevel ? (`h${headingLevel}` as const) : Box === 'span' ? 'span' : 'p';
  const role = ROLE[live ?? DEFAULT_LIVE[tone]];
  useEffect(() => {
    if (focusKey !== null && focusKey !== undefined && !empty) ref.current?.focus();
  }, [focusKey]); // eslint-disable-line react-hooks/exhaustive-deps -- focus when the key changes, not when the text does
  const classes = ['ct-alert', `ct-alert--${tone}`, empty ? 'ct-alert--empty' : null, className].filter(Boolean);
  return (
    <Box
      ref={ref}
      id={id}
      tabIndex={focusKey !== null && focusKey !== undefined ? -1 : undefined}
      role={role}
      // A plain note is a generic element, which ARIA does not let carry a name.
      aria-labelledby={hasTitle && role ? titleId : undefined}
      className={classes.join(' ')}
    >
      {hasTitle ? (
        <Heading id={titleId} className="ct-alert__title">
          {title}
        </Heading>
      ) : null}
      {children}
    </Box>
  );
}
