/**
 * Says what was drawn (the canvas's own description) when a CSV is read or the view changes: focus stays on
 * the control the user just used, so without this a screen-reader user hears nothing. Always in the page,
 * visually hidden: a live region is announced when its text changes, not when it appears.
 */
export function DiagramAnnouncement({ text }: { text: string }) {
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}
