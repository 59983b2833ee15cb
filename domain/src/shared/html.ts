import escapeHtml from 'escape-html';

/**
 * The one escape of text for HTML (the escape-html package: & < > " '), safe inside an element
 * or a quoted attribute. Its output is XML as well (`'` becomes the numeric `&#39;`), so the
 * sitemaps and the seed's SVG and font config use it too.
 */
export { escapeHtml };
