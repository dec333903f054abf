import { Tabs, type TabsProps } from 'antd';
import { useListParams } from './use-list-params';

/**
 * Tabs of lists sharing the URL's search and paging: switching tabs starts the other list
 * from its first page, unsearched.
 */
export const ListTabs = ({ items }: { items: TabsProps['items'] }) => {
  const [, setParams] = useListParams();
  return (
    <Tabs destroyOnHidden onChange={() => setParams({ _pageNumber: 1, _searchTerm: '' })} items={items} />
  );
};
