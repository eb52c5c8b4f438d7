/**
 * The migration guide's data at work (handbook/pages.md, "Coming from 9.x? and the guide's diffs"):
 * remark plugins only, listed with the docs in docusaurus.config.ts and given to the
 * Markdown twins. Nothing of it runs in the browser.
 */
export {default as remarkMigrationGuide, remarkMigrationDiffs} from './remark';
