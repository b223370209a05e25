import { ForbiddenNotice } from '@/components/errors/forbidden-notice';

export default function Forbidden() {
  return <ForbiddenNotice />;
}
