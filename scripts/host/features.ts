/**
 * Which optional features a build has, read from its HTML, so that the host
 * config follows the build it serves whatever the shell's environment is now.
 * Each feature leaves one mark in every page's head.
 */
import type {Features} from '../../config/host';
import {load} from 'cheerio';

/** The marks: the analytics plugin's id, the Algolia theme's preconnect, the embeds' twitter:dnt. */
export function featuresOfPage(html: string): Features {
  const $ = load(html);
  return {
    analytics: $('meta[name="gtag-id"]').length > 0,
    search: $('link[rel="preconnect"][href*="algolia.net"]').length > 0,
    tweets: $('meta[name="twitter:dnt"]').length > 0,
  };
}
