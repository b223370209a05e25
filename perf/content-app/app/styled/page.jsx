// The page's elements with the store's stylesheet (public/store.css, copied by the tool without its
// font faces, which the layout already has): what its markup costs as the store styles it.
import { PageTree } from '../page-tree';

export default function StyledPage() {
  return (
    <>
      {/* a stylesheet by URL on purpose: the store's built CSS as it is, not one Next builds again */}
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      <link rel="stylesheet" href="/store.css" precedence="default" />
      <PageTree />
    </>
  );
}
