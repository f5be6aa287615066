/** Facts about the site that are the same in every language. */
export const SITE_URL = 'https://plyyard.com';
export const CONTACT_EMAIL = 'contact@plyyard.com';
/** localStorage key holding the reader's last language (set on every locale page, read by the root page). */
export const LOCALE_STORAGE_KEY = 'plyyard.lang';
