/**
 * What `react-dom/client` resolves to in the Preact bundle: preact/compat's
 * roots, with two things done around hydration.
 *
 * - The resource hints React's server renderer hoists (a `<link rel=preload>`
 *   for the page's first images) come first in the container, since a
 *   rendered fragment has no head. Preact renders no such element: it would
 *   hydrate the first real element past them and then move every following
 *   one in front of them, the whole page, which costs a full restyle and
 *   relayout. They have done their work once parsed, so they move to the head.
 * - The hydration is marked, so that <DeferredHydration> knows when its content
 *   may wait (./hydrationPhase.ts).
 */
import type {ComponentChild} from 'preact';
import {createRoot, hydrateRoot as hydratePreactRoot} from 'preact/compat/client';
import {whileHydrating} from './hydrationPhase';

function moveHoistedHintsToHead(container: Element): void {
  container.querySelectorAll(':scope > link').forEach((link) => document.head.appendChild(link));
}

/** Docusaurus passes React's root options (an error callback); Preact has no use for them. */
export function hydrateRoot(container: Element, children: ComponentChild, _options?: unknown) {
  moveHoistedHintsToHead(container);
  return whileHydrating(() => hydratePreactRoot(container, children));
}

export {createRoot};
export default {createRoot, hydrateRoot};
