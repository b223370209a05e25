// The page's elements without any stylesheet: what its markup costs.
import { PageTree } from '../page-tree';

export default function TextPage() {
  return <PageTree />;
}
