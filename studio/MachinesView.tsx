import type { MachineMap, ModelMap } from './machineMaps.ts'
import { studioMessages } from './messages.ts'
import classes from './Studio.module.css'
import { TableHead } from './TableHead.tsx'

const text = studioMessages.machines

function RealMachine({ machine }: { machine: MachineMap }) {
  return (
    <table className={classes.table}>
      <caption>{text.real}</caption>
      <TableHead columns={[text.state, text.event, text.guard, text.target]} />
      <tbody>
        {machine.states.flatMap((row) => {
          const label = (
            <th scope="row" rowSpan={Math.max(row.transitions.length, 1)}>
              <code>{row.state}</code> {row.initial && <span className={classes.muted}>({text.initial})</span>}
              {row.final && <span className={classes.muted}> ({text.final})</span>}
            </th>
          )
          if (row.transitions.length === 0)
            return [
              <tr key={row.state}>
                {label}
                <td colSpan={3} className={classes.muted}>
                  —
                </td>
              </tr>,
            ]
          return row.transitions.map((transition, index) => (
            <tr key={`${row.state}-${transition.line}`}>
              {index === 0 && label}
              <td>
                <code>{transition.event}</code>
              </td>
              <td>{transition.guard && <code>{transition.guard}</code>}</td>
              <td>{transition.targets.length > 0 ? transition.targets.map((target) => <code key={target}>{target} </code>) : text.stays}</td>
            </tr>
          ))
        })}
      </tbody>
    </table>
  )
}

function Model({ model }: { model: ModelMap }) {
  return (
    <>
      <table className={classes.table}>
        <caption>{text.model}</caption>
        <TableHead columns={[text.from, text.event, text.target, text.walked]} />
        <tbody>
          {model.transitions.map((transition) => (
            <tr key={`${transition.from}>${transition.event}`}>
              <td>
                <code>{transition.from}</code>
              </td>
              <td>
                <code>{transition.event}</code>
              </td>
              <td>
                <code>{transition.to}</code>
              </td>
              <td className={transition.walked ? undefined : classes.unused}>{transition.walked ? text.walked : text.notWalked}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {text.reached}:{' '}
        {model.states.map((state) => (
          <code key={state.state} className={state.reached ? undefined : classes.unused}>
            {state.state}{' '}
          </code>
        ))}
      </p>
      <details>
        <summary>{text.paths(model.paths.length)}</summary>
        <ol>
          {model.paths.map((path, index) => (
            <li key={index}>{path}</li>
          ))}
        </ol>
      </details>
    </>
  )
}

/** Every machine of machines/, and what its model test walks. */
export function MachinesView({ machines }: { machines: MachineMap[] }) {
  return (
    <>
      <h1>{text.heading}</h1>
      <p className={classes.lead}>{text.lead}</p>
      {machines.map((machine) => (
        <section key={machine.file} className={classes.entry} aria-labelledby={`maskine-${machine.id}`}>
          <h2 id={`maskine-${machine.id}`}>{machine.id}</h2>
          <p className={classes.muted}>
            <code>{machine.file}</code>
          </p>
          <RealMachine machine={machine} />
          {machine.model ? <Model model={machine.model} /> : <p>{text.noModel}</p>}
        </section>
      ))}
    </>
  )
}
