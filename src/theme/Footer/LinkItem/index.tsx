/**
 * Each link of the footer hydrates in an idle period of its own after the
 * footer (src/theme/Footer; why: src/plugins/preact-runtime/client/DeferredHydration.tsx).
 * The footer's thirteen links were most of its hydration, the longest idle
 * task of a doc page. A link renders one <a>, the same in the browser as on
 * the server; until it hydrates it is a plain link.
 */
import FooterLinkItem from '@theme-original/Footer/LinkItem';
import {hydratedWhenIdle} from '@site/src/plugins/preact-runtime/client/DeferredHydration';

export default hydratedWhenIdle(FooterLinkItem, 'FooterLinkItemHydratedWhenIdle');
