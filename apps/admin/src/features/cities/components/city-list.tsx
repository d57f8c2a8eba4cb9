import { BoolIcon } from '@shop/ui/bool-icon';
import type { DataTableColumn } from '@shop/ui/data-table';
import { RecordLink } from '../../../components/record-link';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { deleteCity, setCityEnabled } from '../api/mutations';
import { cityQueries, type City } from '../api/queries';

const m = messages.cities;

const columns: readonly DataTableColumn<City>[] = [
  {
    id: 'name',
    header: m.name,
    cell: (city) => <RecordLink to={paths.cities.edit.href(city.id)}>{city.name}</RecordLink>,
  },
  {
    id: 'isEnabled',
    header: m.active,
    className: 'w-32',
    cell: (city) => {
      const isEnabled = city.isEnabled ?? true;
      return <BoolIcon value={isEnabled} label={isEnabled ? m.enabled : m.disabled} />;
    },
  },
];

/** /cities: search, 'Добавить город', name, active icon, delete, pager. */
export function CityList() {
  return (
    <ListScreen
      title={m.title}
      query={cityQueries.list}
      getRowKey={(city) => city.id}
      addHref={paths.cities.edit.href('new')}
      addLabel={m.add}
      columns={columns}
      deleteAction={{
        prompt: m.deletePrompt,
        run: (city) => deleteCity(city.id),
        describe: (city) => city.name,
        invalidates: cityQueries.all(),
      }}
      bulk={{
        enable: (city, on, client) => setCityEnabled(client, city.id, on),
        invalidates: cityQueries.lists(),
      }}
    />
  );
}
