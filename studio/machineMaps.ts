import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { describeTransition, modelCoverage } from '../machines/machineCoverage.ts'

// Server only: each xstate machine in machines/, drawn from the machine itself, and the spec model its
// model-based test walks (machines/<name>.model.ts), with the paths that test takes.

export interface StateRow {
  /** The state's path, e.g. "loading" or "loading.retrying". */
  state: string
  initial: boolean
  final: boolean
  /** One line per transition: event, guard and target (the form the tests' coverage checks use). */
  transitions: { event: string; guard: string; targets: string[]; line: string }[]
}

export interface ModelMap {
  states: { state: string; reached: boolean }[]
  transitions: { from: string; event: string; to: string; walked: boolean }[]
  paths: string[]
}

export interface MachineMap {
  /** The machine's module, e.g. "machines/contactForm.ts". */
  file: string
  id: string
  states: StateRow[]
  /** Its spec model and the paths through it, or null when it has no model-based test. */
  model: ModelMap | null
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)]
}

function stateRows(machine: AnyStateMachine): StateRow[] {
  return stateNodes(machine.root).map((node) => {
    const path = node.path.join('.')
    const initialChild = node.parent?.initial?.target?.[0]
    return {
      state: path || '(hele maskinen)',
      initial: initialChild === node,
      final: node.type === 'final',
      transitions: [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((transition) => {
        const guard = transition.guard as { type?: string } | string | undefined
        return {
          event: transition.eventType || '(straks)',
          guard: typeof guard === 'string' ? guard : (guard?.type ?? ''),
          targets: transition.target?.map((target) => target.path.join('.')) ?? [],
          line: describeTransition(transition),
        }
      }),
    }
  })
}

function modelMap(specModel: AnyStateMachine, paths: readonly Parameters<typeof modelCoverage>[1][number][]): ModelMap {
  const { reached } = modelCoverage(specModel, paths)
  const walked = new Set(paths.flatMap((path) => path.steps.slice(1).map((step, i) => `${String(path.steps[i]!.state.value)}>${step.event.type}`)))
  const states = Object.entries(specModel.config.states ?? {}) as [string, { on?: Record<string, string> }][]
  return {
    states: states.map(([state]) => ({ state, reached: reached.includes(state) })),
    transitions: states.flatMap(([from, node]) =>
      Object.entries(node.on ?? {}).map(([event, to]) => ({ from, event, to: String(to), walked: walked.has(`${from}>${event}`) })),
    ),
    paths: paths.map((path) => (path as { description?: string }).description ?? ''),
  }
}

type Module = Record<string, unknown>
type ModelModule = { specModel: AnyStateMachine; modelPaths: () => Parameters<typeof modelCoverage>[1] }

/** The machines, from the modules of machines/ and their spec models (beside them as <name>.model.ts). */
export function machineMaps(
  modules: Record<string, Module> = import.meta.glob<Module>(['../machines/*.ts', '!**/*.test.ts', '!**/*.model.ts'], { eager: true }),
  models: Record<string, ModelModule> = import.meta.glob<ModelModule>('../machines/*.model.ts', { eager: true }),
): MachineMap[] {
  return Object.entries(modules).flatMap(([path, module]) => {
    const model = models[path.replace(/\.ts$/, '.model.ts')]
    return Object.values(module)
      .filter(isMachine)
      .map((machine) => ({
        file: path.replace(/^(\.\.\/)+/, ''),
        id: machine.id,
        states: stateRows(machine),
        model: model ? modelMap(model.specModel, model.modelPaths()) : null,
      }))
  })
}
