/** The brand assets the media page offers (files in static/media/). */
export interface AssetFile {
  format: 'SVG' | 'PNG';
  href: string;
  /** Pixel size of raster files. */
  size?: string;
}

export interface BrandAsset {
  name: string;
  description: string;
  /** The background the asset is drawn for. */
  background: 'light' | 'dark' | 'any';
  preview: {src: string; width: number; height: number};
  files: AssetFile[];
}

export const brandAssets: BrandAsset[] = [
  {
    name: 'Logo',
    description: 'The mark on its own, for avatars, favicons and small spaces.',
    background: 'any',
    preview: {src: '/media/logo.svg', width: 96, height: 96},
    files: [
      {format: 'SVG', href: '/media/logo.svg'},
      {format: 'PNG', href: '/media/logo.png', size: '512 × 512'},
    ],
  },
  {
    name: 'Wordmark for light backgrounds',
    description: 'The mark and the name in dark ink, for white and light surfaces.',
    background: 'light',
    preview: {src: '/media/wordmark-light.svg', width: 232, height: 64},
    files: [
      {format: 'SVG', href: '/media/wordmark-light.svg'},
      {format: 'PNG', href: '/media/wordmark-light.png', size: '928 × 256'},
    ],
  },
  {
    name: 'Wordmark for dark backgrounds',
    description: 'The mark and the name in white, for dark slides and dark mode.',
    background: 'dark',
    preview: {src: '/media/wordmark-dark.svg', width: 232, height: 64},
    files: [
      {format: 'SVG', href: '/media/wordmark-dark.svg'},
      {format: 'PNG', href: '/media/wordmark-dark.png', size: '928 × 256'},
    ],
  },
];

export const brandColour = {name: 'tRPC blue', value: '#398ccb'};

/** The site sets its text in each reader's system interface font; the wordmark uses the same stack, bold. */
export const brandFont = {
  name: 'System UI font stack',
  value: "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif",
};
