import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate'

/** One line per transition: its state, event, guard and target, e.g. `editing · SUBMIT · if hasValidationErrors → invalid`. */
export function describeTransition(transition: AnyTransitionDefinition): string {
  const from = transition.source.path.join('.') || '(any state)'
  const guard = transition.guard as unknown
  const condition = typeof guard === 'string' ? ` · if ${guard}` : guard ? ` · if ${(guard as { type?: string }).type ?? 'inline guard'}` : ''
  const to = transition.target?.map((node) => node.path.join('.')).join(', ') ?? '(stays)'
  return `${from} · ${transition.eventType}${condition} → ${to}`
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)]
}

/**
 * Every transition the machine defines, read from its state nodes: events, delays (`after`),
 * invoked actors' done and error events, and eventless (`always`) transitions.
 */
export function allTransitions(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(describeTransition))
}

/** An `inspect` callback for `createActor` that records each transition the actor takes. */
export function recordTransitions(taken: Set<string>) {
  return (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') for (const transition of event._transitions) taken.add(describeTransition(transition))
  }
}

/** A path of a model-based test, as xstate/graph gives it: the states it passes and the events between. */
interface ModelPath {
  steps: readonly { state: { value: unknown }; event: { type: string } }[]
}

/**
 * What the paths of a model-based test cover of its flat spec model: the states they reach, every
 * transition the model has ("state>EVENT"), and those no path takes.
 */
export function modelCoverage(specModel: AnyStateMachine, paths: readonly ModelPath[]) {
  const walked = new Set(paths.flatMap((path) => path.steps.slice(1).map((step, i) => `${String(path.steps[i]!.state.value)}>${step.event.type}`)))
  const modelEdges = Object.entries(specModel.config.states ?? {}).flatMap(([state, node]) =>
    Object.keys((node as { on?: object }).on ?? {}).map((event) => `${state}>${event}`),
  )
  const reached = [...new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))))].sort()
  return { reached, modelEdges, untaken: modelEdges.filter((edge) => !walked.has(edge)) }
}
