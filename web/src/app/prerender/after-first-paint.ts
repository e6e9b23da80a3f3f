import { afterPaintPreloadsId } from '@localpros/contracts/rules';

/** How long to wait for a frame at most, should none come in a visible tab. */
const frameWaitLimitMs = 1_000;

type Frames = Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;

/**
 * Resolves once the browser has shown what the HTML drew: at the second animation frame from now.
 * A frame's callbacks run just before its paint, and the paint reaches the screen a little later
 * (the first contentful paint is timed then), so the first frame is on screen by the second. A
 * hidden tab paints nothing and gets no frames, so it resolves at once there; `frameWaitLimitMs`
 * bounds the wait otherwise, so hydration is never held up for long.
 */
export function afterFirstPaint(
  win: Frames = window,
  doc: Pick<Document, 'visibilityState'> = document,
): Promise<void> {
  return new Promise((resolve) => {
    if (doc.visibilityState === 'hidden') return resolve();
    const done = () => resolve();
    win.requestAnimationFrame(() => win.requestAnimationFrame(done));
    win.setTimeout(done, frameWaitLimitMs);
  });
}

/**
 * Moves the modulepreloads the BFF left inert in the page's head (a <template>) into the head,
 * so the browser asks for the app's chunks all at once, now that the page has painted. The
 * dynamic imports that follow find them there and do not ask again. Returns how many it moved.
 */
export function startPreloads(doc: Document): number {
  const template = doc.getElementById(afterPaintPreloadsId);
  if (!(template instanceof HTMLTemplateElement)) return 0;
  const links = template.content.querySelectorAll('link[rel="modulepreload"]');
  doc.head.append(...links);
  template.remove();
  return links.length;
}
