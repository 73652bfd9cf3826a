// lasim fixture: a whole food-delivery Live Activity, written for the tests
// in the style real widget extensions use (custom views, helpers, switch).
import ActivityKit
import SwiftUI
import WidgetKit

struct PizzaDeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Stage: String, Codable { case baking, onTheWay, arrived }
        var stage: Stage
        var eta: Date
        var progress: Double
        var courier: String?
        var pizzas: Int
    }
    var orderNumber: String
    var shop: String
}

struct PizzaDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            PizzaLockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.8))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.pizzas)", systemImage: "takeoutbag.and.cup.and.straw.fill")
                        .font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: Date.now...context.state.eta, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 50)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.shop)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading) {
                        Text(stageTitle(context.state.stage))
                            .font(.headline)
                        ProgressView(value: context.state.progress, total: 1.0)
                            .tint(.orange)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.stage == .arrived ? "checkmark.circle.fill" : "car.fill")
                    .foregroundColor(.orange)
            } compactTrailing: {
                Text(context.state.eta, style: .timer)
                    .frame(width: 40)
            } minimal: {
                Text("\(Int(context.state.progress * 100))%")
            }
            .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
            .keylineTint(.orange)
        }
    }
}

func stageTitle(_ stage: PizzaDeliveryAttributes.ContentState.Stage) -> String {
    switch stage {
    case .baking: return "In the oven"
    case .onTheWay: return "On the way"
    case .arrived: return "At your door"
    }
}

struct PizzaLockScreenView: View {
    let context: ActivityViewContext<PizzaDeliveryAttributes>
    @Environment(\.isLuminanceReduced) var isLuminanceReduced

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            header
            if let courier = context.state.courier {
                Text("\(courier) is bringing \(context.state.pizzas) pizzas")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            } else {
                Text("Order #\(context.attributes.orderNumber)")
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: context.state.progress)
                .tint(isLuminanceReduced ? .gray : .orange)
            if context.isStale {
                Text("Updating…").foregroundColor(.red)
            }
        }
        .padding()
    }

    var header: some View {
        HStack {
            Image(systemName: "fork.knife")
            Text(context.attributes.shop).bold()
            Spacer()
            stageBadge
        }
    }

    @ViewBuilder
    var stageBadge: some View {
        switch context.state.stage {
        case .baking:
            Text("Baking").foregroundColor(.orange)
        case .onTheWay:
            Text(context.state.eta, style: .relative)
        case .arrived:
            Label("Here", systemImage: "checkmark.circle.fill")
                .foregroundColor(stageColor)
        }
    }

    private var stageColor: Color {
        context.state.stage == .arrived ? .green : .primary
    }
}
