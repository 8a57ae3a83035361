import { DetailLoading } from '@/components/courses/detail-loading';

export default function Loading() {
  return <DetailLoading />;
}
