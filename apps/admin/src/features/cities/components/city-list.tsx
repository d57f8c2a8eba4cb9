import { BoolIcon } from '@shop/ui/bool-icon';
import { RecordLink } from '../../../components/record-link';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { deleteCity, setCityEnabled } from '../api/mutations';
import { cityQueries } from '../api/queries';

const t = messages.cities;

/** /cities: search, 'Добавить город', name, active icon, delete, pager. */
export function CityList() {
  return (
    <ListScreen
      title={t.title}
      query={cityQueries.list}
      getRowKey={(city) => city.id}
      addHref={paths.cities.edit.href('new')}
      addLabel={t.add}
      columns={[
        {
          id: 'name',
          header: t.name,
          cell: (city) => <RecordLink to={paths.cities.edit.href(city.id)}>{city.name}</RecordLink>,
        },
        {
          id: 'isEnabled',
          header: t.active,
          className: 'w-32',
          cell: (city) => {
            const isEnabled = city.isEnabled ?? true;
            return <BoolIcon value={isEnabled} label={isEnabled ? t.enabled : t.disabled} />;
          },
        },
      ]}
      deleteAction={{
        prompt: t.deletePrompt,
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
