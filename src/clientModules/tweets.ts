/**
 * The tweet embeds' client module (registered only with TWEET_EMBEDS on):
 * after each route update, once a page has quoted a post, it loads
 * ./tweetEmbeds.ts, which requests the widget script or asks it to draw the
 * page again (the spec's reload on every route update). A reader who meets no
 * quoted post carries only this check.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

function onRouteDidUpdate(): void {
  const widgetsLoaded = typeof (window as {twttr?: unknown}).twttr !== 'undefined';
  if (!widgetsLoaded && document.querySelector('blockquote.twitter-tweet') === null) return;
  void import('./tweetEmbeds').then(({embedTweets}) => embedTweets());
}

const tweets: ClientModule = ExecutionEnvironment.canUseDOM ? {onRouteDidUpdate} : {};
export default tweets;
