import clsx from 'clsx';
import styles from './actionButton.module.css';

/** The class names of every button of the media page: downloads and copies look alike. */
export const actionButton = clsx('button button--outline button--primary', styles.action);
