/**
 * Stands in for Docusaurus's `Link` (`@docusaurus/Link`) in the browser bundle;
 * ./index.ts says why, what it earns and how it is guarded. It renders the same
 * link and differs in one thing: the code of the page a link leads to is
 * fetched when the reader shows the intent to follow it, not when the link
 * scrolls into view.
 *
 * - Pointer over the link, or a touch on it: the page's code is loaded
 *   (`window.docusaurus.preload`), as upstream does.
 * - Keyboard focus on it: the page's code is fetched at low priority
 *   (`window.docusaurus.prefetch`), which upstream does not do, so a reader who
 *   tabs to a link and presses Enter is not slower than one who points at it.
 *
 * Handlers the caller passes for those events still run (upstream dropped them).
 */
import React, {forwardRef, useImperativeHandle, useRef, type FocusEvent, type MouseEvent, type TouchEvent} from 'react';
import {NavLink, Link as RouterLink} from 'react-router-dom';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props} from '@docusaurus/Link';
import {isPlainAnchor, linkTarget} from './linkTarget';

function Link(
  {
    isNavLink,
    to,
    href,
    activeClassName,
    isActive,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    autoAddBaseUrl = true,
    ...props
  }: Props,
  forwardedRef: React.ForwardedRef<HTMLAnchorElement>,
) {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const element = useRef<HTMLAnchorElement | null>(null);
  useImperativeHandle(forwardedRef, () => element.current as HTMLAnchorElement);
  // Once per link: window.docusaurus also remembers which routes it has loaded or fetched.
  const loadOnce = useRef(false);
  const hashRouter = siteConfig.future.experimental_router === 'hash';

  const given = to || href;
  const internal = isInternalUrl(given);
  const target = linkTarget({
    target: given,
    internal,
    autoAddBaseUrl,
    withBaseUrl,
    withTrailingSlash: (url) =>
      applyTrailingSlash(url, {trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl}),
    hashRouter,
  });
  const plain = isPlainAnchor(target, internal, !props.target || props.target === '_self', hashRouter);
  const anchor = target?.startsWith('#') ?? false;

  // Collected while rendering, so that the build's broken-link check sees every link.
  if (!noBrokenLinkCheck && (anchor || !plain)) brokenLinks.collectLink(target);
  if (props.id) brokenLinks.collectAnchor(props.id);

  // (`!target` is in `plain` too; said again so that below, `target` is a string.)
  if (plain || !target) {
    const external = given && !internal ? {target: '_blank', rel: 'noopener noreferrer'} : {};
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller gives the content
    return <a ref={element} href={target} {...external} {...props} />;
  }

  const load = () => {
    if (loadOnce.current) return;
    loadOnce.current = true;
    window.docusaurus.preload(target);
  };
  const onMouseEnter = (event: MouseEvent<HTMLAnchorElement>) => {
    load();
    props.onMouseEnter?.(event);
  };
  const onTouchStart = (event: TouchEvent<HTMLAnchorElement>) => {
    load();
    props.onTouchStart?.(event);
  };
  const onFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    window.docusaurus.prefetch(target);
    props.onFocus?.(event);
  };
  const RouteLink = (isNavLink ? NavLink : RouterLink) as typeof NavLink;
  return (
    <RouteLink
      {...props}
      onMouseEnter={onMouseEnter}
      onTouchStart={onTouchStart}
      onFocus={onFocus}
      innerRef={(el: HTMLAnchorElement | null) => {
        element.current = el;
      }}
      to={target}
      {...(isNavLink && {isActive, activeClassName})}
    />
  );
}

export default forwardRef(Link);
