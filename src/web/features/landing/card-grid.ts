/** One column on phones, two on tablets, three on desktops: the landing page's card lists. */
export const cardGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
