// Small helpers for building SVG and HTML elements.

const SVG_NS = 'http://www.w3.org/2000/svg';

// Creates an SVG element with the given attributes and appends it to parent.
export function svg(tag, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (parent) parent.appendChild(node);
  return node;
}

// Creates an HTML element with attributes and optional text, appended to parent.
export function html(tag, attributes = {}, text = null, parent = null) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== null) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}
