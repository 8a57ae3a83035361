import { AccountListSkeleton } from '@/components/account/items/screen';

export default function Loading() {
  return <AccountListSkeleton />;
}
