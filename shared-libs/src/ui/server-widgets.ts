/**
 * Other teams' widgets in a server-rendered screen (issue 16): the host renders a widget with its
 * own team's server build (the content team's home hero) and hands the HTML to the screen's
 * render, where <RemoteWidget> writes it in place of its loading fallback, marked with the
 * widget's id. In the browser the same <RemoteWidget> reads that HTML back from the page and keeps
 * it, untouched, until the widget's code has loaded and renders the widget itself.
 */
export const SERVER_WIDGET_ATTRIBUTE = 'data-server-widget';

let rendered: Readonly<Record<string, string>> = {};

/** On the server: the widgets' HTML for the screen about to be rendered (id → HTML). */
export function setServerWidgets(widgets: Readonly<Record<string, string>>): void {
  rendered = widgets;
}

/**
 * The widget's HTML as the server rendered it: on the server, what setServerWidgets gave; in the
 * browser, the page's element, while it is there. Undefined when there is none.
 */
export function serverWidgetHtml(id: string): string | undefined {
  if (typeof document === 'undefined') return rendered[id];
  for (const element of document.querySelectorAll(`[${SERVER_WIDGET_ATTRIBUTE}]`))
    if (element.getAttribute(SERVER_WIDGET_ATTRIBUTE) === id) return element.innerHTML;
  return undefined;
}
