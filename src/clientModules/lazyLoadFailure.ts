/**
 * When a page's code cannot be loaded on first visit, Docusaurus never starts
 * (its initial preload has no error path) and the reader is left with a page
 * that looks alive but does nothing. This says so, with the error and a Retry
 * button. Later failures, during navigation, are Docusaurus's: a full page load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isChunkLoadError} from './chunkError';

function showRetry(error: Error): void {
  if (document.getElementById('lazy-load-failure')) return;
  const alert = document.createElement('div');
  alert.id = 'lazy-load-failure';
  alert.setAttribute('role', 'alert');
  alert.className = 'alert alert--danger margin--md';
  const text = document.createElement('p');
  text.textContent = `This page could not load completely: ${error.message.split('\n')[0]}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(text, retry);
  (document.querySelector('main') ?? document.body).prepend(alert);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const started = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (!started && isChunkLoadError(event.reason)) showRetry(event.reason);
  });
}

export {};
