import { itemAnchor, itemLink, pageLink } from './addresses.ts'
import type { CollectionEntry, ItemEntry } from './itemUses.ts'
import { studioMessages } from './messages.ts'
import classes from './Studio.module.css'
import { TableHead } from './TableHead.tsx'

const text = studioMessages.collections

function Use({ use }: { use: ItemEntry['usedBy'][number] }) {
  const all = use.viaAll ? ` ${text.viaAll}` : ''
  if (use.kind === 'item') return <a href={itemLink(use.collection, use.id)}>{text.fromItem(use.collection, use.id) + all}</a>
  return <a href={pageLink(use.route)}>{text.section(use.route, use.sectionId, use.sectionType) + all}</a>
}

function Collection({ collection }: { collection: CollectionEntry }) {
  const unused = collection.items.filter((item) => item.usedBy.length === 0).length
  return (
    <section className={classes.entry} aria-labelledby={`samling-${collection.name}`}>
      <h2 id={`samling-${collection.name}`}>{collection.name}</h2>
      <p className={unused > 0 ? classes.unused : classes.muted}>{text.unusedCount(unused)}</p>
      <table className={classes.table}>
        <TableHead columns={[text.item, text.file, text.usedBy]} />
        <tbody>
          {collection.items.map((item) => (
            <tr key={item.id} id={itemAnchor(collection.name, item.id)} className={classes.row}>
              <th scope="row">
                {item.label}
                <br />
                <code className={classes.muted}>{item.id}</code>
              </th>
              <td>
                <code>{item.file}</code>
              </td>
              <td>
                {item.usedBy.length === 0 ? (
                  <span className={classes.unused}>{text.unused}</span>
                ) : (
                  <ul>
                    {item.usedBy.map((use, index) => (
                      <li key={index}>
                        <Use use={use} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Every collection item with the pages, sections and items that use it. */
export function CollectionsView({ collections }: { collections: CollectionEntry[] }) {
  return (
    <>
      <h1>{text.heading}</h1>
      <p className={classes.lead}>{text.lead}</p>
      {collections.map((collection) => (
        <Collection key={collection.name} collection={collection} />
      ))}
    </>
  )
}
