/**
 * Resolves once the browser has painted the next frame (a task queued from an animation frame runs after its paint),
 * or after `limit` ms where no frame comes (a tab in the background paints nothing).
 */
export function afterNextPaint(limit = 100, win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, limit);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
