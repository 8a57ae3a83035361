import { CatalogueLoading } from '@/components/courses/catalogue-loading';

export default function Loading() {
  return <CatalogueLoading toolbar />;
}
