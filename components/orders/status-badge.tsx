// The status pill lives with the other building blocks; this path stays for the pages that import it.
export { StatusBadge } from '@/components/ui/badge';
