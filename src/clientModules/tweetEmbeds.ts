/**
 * Embedded posts (blockquote.twitter-tweet) become Twitter embeds when the
 * widget script runs, and stay readable quotes when it cannot load. The script
 * is async and requested only by pages that embed posts, never in the initial
 * JS; so is this module (./tweets.ts loads it). Nothing loads when the browser
 * sends Global Privacy Control or Do Not Track, and pages carry twitter:dnt.
 */
import {browserRequestsPrivacy} from './privacySignals';
import {tweetAction} from './tweetAction';

export const WIDGETS_SCRIPT = 'https://platform.twitter.com/widgets.js';

declare global {
  interface Window {
    twttr?: {widgets?: {load: (element?: Element) => void}};
  }
}

export function embedTweets(): void {
  if (browserRequestsPrivacy()) return;
  const action = tweetAction({
    hasTweets: document.querySelector('blockquote.twitter-tweet') !== null,
    widgetsReady: typeof window.twttr?.widgets?.load === 'function',
    scriptRequested: document.querySelector(`script[src="${WIDGETS_SCRIPT}"]`) !== null,
  });
  if (action === 'reload') window.twttr!.widgets!.load();
  if (action === 'inject') {
    const script = document.createElement('script');
    script.src = WIDGETS_SCRIPT;
    script.async = true;
    script.charset = 'utf-8';
    document.body.appendChild(script);
  }
}
